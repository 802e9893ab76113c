export { SecondFactorScreen } from './components/second-factor-screen';
export { EnrolOnlyScreen, SecondFactorGate } from './components/second-factor-gate';
