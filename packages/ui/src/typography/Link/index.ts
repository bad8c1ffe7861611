export { Link, type LinkProps, type LinkTone, type LinkUnderline } from './Link';
