/** The `betting` namespace, part `push`: the live connection's indicator (English, the reference). */
export const pushEn = {
  /** Read before the state by screen readers ("Live odds: Reconnecting…"). */
  label: 'Live odds:',
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  offline: 'Offline — odds may be out of date',
  /** Read out by screen readers when the state changes (not on the first display). */
  announceReconnecting: 'Live connection lost. Reconnecting… Odds may be out of date.',
  announceOffline: 'You are offline. Odds may be out of date.',
  announceLive: 'Live connection restored.',
};
