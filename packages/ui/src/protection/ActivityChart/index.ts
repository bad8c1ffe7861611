export { ActivityChart, type ActivityChartProps, type ActivityDay } from './ActivityChart';
