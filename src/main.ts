import { createPinia } from 'pinia';
import { createApp } from 'vue';
import { z } from 'zod';
import App from './App.vue';
import { connectDesk } from './bridge/desk';
import { HOST_LINK_KEY } from './bridge/host-link';
import { DESK_KEY } from './bridge/use-desk';
import NotConnected from './NotConnected.vue';
import { createDeskRouter } from './router';
import './styles/desk.css';

// The CSP forbids eval; tell zod not to try its compiled (eval-based) fast path in the renderer.
z.config({ jitless: true });

void connectDesk().then((connection) => {
  if (connection.ok) {
    createApp(App).provide(DESK_KEY, connection.desk).provide(HOST_LINK_KEY, connection.link).use(createPinia()).use(createDeskRouter()).mount('#app');
  } else {
    createApp(NotConnected, { reason: connection.reason }).mount('#app');
  }
});
