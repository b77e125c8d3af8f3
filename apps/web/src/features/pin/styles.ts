import rest from './pin.module.css';
import start from './start.module.css';

/**
 * The area's classes for its other screens: the start page's (start.module.css, in the start page's chunk,
 * which carries nothing else) with the rest (pin.module.css). No class is defined in both.
 */
const styles: CSSModuleClasses = { ...start, ...rest };
export default styles;
