/// <reference types="vite/client" />
import type { DeskApi } from '@contract/desk-api';

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

declare global {
  interface Window {
    /** Present in Electron (from the preload) and in browser mode (from src/bridge). */
    desk?: DeskApi;
  }
}
