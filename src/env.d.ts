/// <reference types="vite/client" />
import type { WireDeskApi } from '@contract/desk-api';

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

declare global {
  interface Window {
    /** Present in Electron (from the preload) and in browser mode (from src/bridge); results as main sent them (src/bridge/worded-desk.ts words them). */
    desk?: WireDeskApi;
  }
}
