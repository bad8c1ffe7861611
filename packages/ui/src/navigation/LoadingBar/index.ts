export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  type LoadingBarProps,
} from './LoadingBar';
