import { createPinia } from 'pinia';
import { createApp } from 'vue';
import { z } from 'zod';
import App from './App.vue';
import { connectDesk } from './bridge/desk';
import { HOST_LINK_KEY } from './bridge/host-link';
import { DESK_KEY } from './bridge/use-desk';
import NotConnected from './NotConnected.vue';
import { setLanguage } from './ui-text';
import { createDeskRouter } from './router';
import './styles/desk.css';

// The CSP forbids eval; tell zod not to try its compiled (eval-based) fast path in the renderer.
z.config({ jitless: true });

void connectDesk().then(async (connection) => {
  if (connection.ok) {
    // The language first, so the first frame is already in it (main picked the OS language on a first start).
    const preferences = await connection.desk.preferences.get();
    if (preferences.ok) setLanguage(preferences.value.language);
    createApp(App).provide(DESK_KEY, connection.desk).provide(HOST_LINK_KEY, connection.link).use(createPinia()).use(createDeskRouter()).mount('#app');
  } else {
    createApp(NotConnected, { reason: connection.reason }).mount('#app');
  }
});
