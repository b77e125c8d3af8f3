// The coach area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { requireCoach } from './access';
export { CHINA_TODAY, chinaDay } from './china-time';
export { isStudentOf } from './students.service';
