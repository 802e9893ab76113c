export { SecondFactorScreen, secondFactorQuery } from './components/second-factor-screen';
export { getSecondFactorStatus, type SecondFactorStatus } from './api/second-factor-requests';
export { EnrolOnlyScreen, SecondFactorGate } from './components/second-factor-gate';
