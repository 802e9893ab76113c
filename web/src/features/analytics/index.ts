export { optedOutOfStatistics, startStatistics, type TrafficSource } from './beacon';
