/**
 * The demo partner every sandbox accepts. Its id looks like a real one (Base64) and contains
 * `+`, `/` and `=` on purpose: clients that forget to escape it in JSON or in a form fail here
 * first, not in production. It is valid Base64 (of "Sandbox>>Desk??Demo").
 */
export const DEMO_PARTNER_ID = 'U2FuZGJveD4+RGVzaz8/RGVtbw==';
export const DEMO_PARTNER_KEY = '5f3c1e9a7b2d4c6e8a0b1c2d3e4f5a6b';
