/**
 * The embedded stand-in for Google's reCAPTCHA Enterprise browser script: `grecaptcha.enterprise`
 * with `ready` and `execute`, making tokens the embedded assessment API (./index.ts) reads back:
 * `embedded-recaptcha.<action>.<verdict>.<nonce>`. The verdict is `human` unless the tab's
 * sessionStorage says `low` under EMBEDDED_VERDICT_KEY (how tests play a bot). Served at
 * GET /recaptcha/enterprise.js and injected by the browser tests (e2e/fixtures.ts).
 */
export const EMBEDDED_TOKEN_PREFIX = 'embedded-recaptcha';
export const EMBEDDED_VERDICT_KEY = 'embedded-recaptcha-verdict';

export const EMBEDDED_RECAPTCHA_SCRIPT = `(function () {
  if (window.grecaptcha && window.grecaptcha.enterprise) return;
  function verdict() {
    try { return window.sessionStorage.getItem(${JSON.stringify(EMBEDDED_VERDICT_KEY)}) || 'human'; } catch (e) { return 'human'; }
  }
  window.grecaptcha = {
    enterprise: {
      ready: function (callback) { setTimeout(callback, 0); },
      execute: function (siteKey, options) {
        var nonce = Math.random().toString(16).slice(2);
        return Promise.resolve(${JSON.stringify(EMBEDDED_TOKEN_PREFIX)} + '.' + options.action + '.' + verdict() + '.' + nonce);
      }
    }
  };
})();
`;
