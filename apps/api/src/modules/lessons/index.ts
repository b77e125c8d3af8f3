// The lessons area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { sendClassNotice } from './class-applications.service';
export { lessonList, lessonShareCard, lockState, previewPlaylistFrom } from './lessons.service';
export { mediaUrls } from './media';
export type { RouteDetail } from './routes.service';
export {
  consoleRoute,
  isFirstRoute,
  routeDetail,
  routeDetailsOfField,
  routesOfField,
  updateRoute,
} from './routes.service';
export { runTranscode } from './transcode.service';
