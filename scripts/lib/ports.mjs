// Ports of the two ways to run the product; tests use their own so they can run beside `npm start`.
export const START_PORTS = { cms: 1337, web: 4173, smtp: 1025, mailUi: 1080 };
export const TEST_PORTS = { cms: 1347, web: 4183, smtp: 1035, mailUi: 1090 };
