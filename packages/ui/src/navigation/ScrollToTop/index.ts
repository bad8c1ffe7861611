export { ScrollToTop, scrollToTopThreshold, type ScrollToTopProps } from './ScrollToTop';
