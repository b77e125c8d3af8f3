import area from '../../components/area/area.module.css';
import rest from './pin.module.css';
import start from './start.module.css';

/**
 * The area's classes for its other screens: what every area draws alike (components/area), the start page's
 * (start.module.css, in the start page's chunk, which carries nothing else) and the rest (pin.module.css). No
 * class is defined in both of the area's own files; the area's own add to or take the place of the shared ones.
 */
const styles: CSSModuleClasses = { ...area, ...start, ...rest };
export default styles;
