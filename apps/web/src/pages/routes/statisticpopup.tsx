import StatisticPage from './statistic';

/** `statisticpopup/*`: the statistics centre in the empty layout (for a window of its own). */
export default function Page() {
  return <StatisticPage />;
}
