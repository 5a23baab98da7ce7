/** The same clock as the Xero simulator: epoch milliseconds, a fake one for tests. */
export { type Clock, type FakeClock, fakeClock, systemClock } from '../xero/clock';
