// @ts-check
// The fake device-fingerprint iframe of adyen-web's risk module (core/RiskModule): it answers at
// once with the message GetDeviceFingerprint waits for, so Drop-in adds riskData to its state.
const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '*');
window.parent.postMessage(JSON.stringify({ type: 'deviceFingerprint', value: 'fake-device-fingerprint' }), parentOrigin);
