// The certification area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { maskName } from './certification.service';
export { removeImages, storeImages, UPLOAD_MAX_BYTES } from './images';
export { sendObject } from './object-reply';
export type { UploadLabels } from './upload-parts';
export { readImages } from './upload-parts';
