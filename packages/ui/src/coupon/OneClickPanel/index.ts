export { OneClickPanel, type OneClickPanelProps } from './OneClickPanel';
