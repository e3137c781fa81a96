/**
 * Every piece of UI text, in one place. A second language is a second file with the same shape
 * (`UiText`), selected in ui-text/index.ts.
 */
export const en = {
  app: {
    name: 'Ticketing Desk',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
  },
  nav: {
    shopping: 'Shopping',
    pricing: 'Pricing',
    ticketing: 'Ticketing',
    refunds: 'Refunds',
    reimbursements: 'Reimbursements',
    ancillaries: 'Ancillaries',
    orders: 'Orders',
    settings: 'Settings',
  },
  header: {
    activeProfile: 'Active profile',
    environment: 'Environment',
    noProfile: 'No profile',
  },
  environment: {
    sandbox: 'SANDBOX',
    test: 'TEST',
    production: 'PRODUCTION',
    sandboxHint: 'Embedded simulator: nothing is bought for real.',
    testHint: 'Test environment of the service: test orders only.',
    productionHint: 'Production: orders are real and are charged to the partner credit.',
  },
  connection: {
    label: 'Connection',
    unknown: 'Not checked',
    online: 'Online',
    offline: 'Offline',
  },
  theme: {
    label: 'Theme',
    system: 'Theme: follow system',
    light: 'Theme: light',
    dark: 'Theme: dark',
    toggle: 'Change theme (now {current})',
  },
  statusBar: {
    mode: { electron: 'Desktop app', browser: 'Browser mode' },
    version: 'Version {version}',
    shortcutsHint: 'Press ? for keyboard shortcuts',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    close: 'Close',
    goTo: 'Go to {screen}',
    showSheet: 'Show this list',
    toggleTheme: 'Change theme',
    cancel: 'Cancel the running action / go back',
  },
  bridge: {
    noTokenTitle: 'This tab is not connected to the desk',
    noTokenBody:
      'For security, the desk address carries a one-time token that a reloaded or copied tab no longer has. Open the address that `npm start` printed (it ends in #token=…).',
  },
  empty: {
    shopping: {
      title: 'Shopping',
      body: 'Search one-way, round-trip and open-jaw fares here: origin, destination, dates, passengers, cabin and airline filters, with results you can sort, filter and price from the keyboard.',
    },
    pricing: {
      title: 'Pricing',
      body: 'The precise price of a chosen offer will appear here beside the shopped one, with every change highlighted before you go on.',
    },
    ticketing: {
      title: 'Ticketing',
      body: 'Pay orders from the partner credit here, and in the sandbox move a paid test order to issued.',
    },
    refunds: {
      title: 'Refunds',
      body: 'Submit refund requests for issued and change orders here, with passengers, segments and uploaded file ids.',
    },
    reimbursements: {
      title: 'Reimbursements',
      body: 'Track refund payouts and airline vouchers of refund orders here.',
    },
    ancillaries: {
      title: 'Ancillaries',
      body: 'Read paid-baggage (ancillary) orders here by their ancillary order number.',
    },
    orders: {
      title: 'Orders',
      body: 'Every order the desk has touched will be listed here and stay searchable offline.',
    },
  },
  errors: {
    nextStep: 'Next step',
    code: 'Code',
  },
  settings: {
    title: 'Settings',
    profilesTitle: 'Connection profiles',
    profilesIntro: 'A profile is one account of the wholesale platform: where to call and as which partner. The partner key is kept in the OS keychain and is never shown again.',
    addProfile: 'Add profile',
    testing: 'Testing…',
    keychainUnavailable: 'The OS keychain is unavailable',
    profileSaved: 'Profile "{name}" saved.',
    profileActivated: '"{name}" is now the active profile.',
    profileDeleted: 'Profile "{name}" deleted.',
    confirmDelete: {
      title: 'Delete profile "{name}"?',
      body: 'The profile and its partner key (in the OS keychain) are removed. Orders already in the archive stay.',
      confirm: 'Delete',
      cancel: 'Keep',
    },
    table: {
      caption: 'Connection profiles',
      name: 'Name',
      environment: 'Environment',
      partnerId: 'Partner id',
      key: 'Partner key',
      connection: 'Connection test',
      actions: 'Actions',
      active: 'active',
      keyBuiltIn: 'Built in',
      keyStored: 'Stored in keychain',
      keyMissing: 'Not entered',
      use: 'Use',
      useLabel: 'Use profile {name}',
      test: 'Test connection',
      testLabel: 'Test connection of profile {name}',
      edit: 'Edit',
      editLabel: 'Edit profile {name}',
      delete: 'Delete',
      deleteLabel: 'Delete profile {name}',
    },
    form: {
      addTitle: 'New profile',
      editTitle: 'Edit profile',
      namePlaceholder: 'e.g. Agency test account',
      apiPlaceholder: 'https://partner-api.example.com',
      refundPlaceholder: 'Production uses a separate refund host',
      keepPartnerId: 'Leave empty to keep',
      enterKey: 'Typed here once, stored in the OS keychain',
      replaceKey: 'Stored in the keychain: type to replace it',
      keyHelp: 'The partner key is write-only: the desk stores it in the OS keychain and never shows it again.',
      save: 'Save profile',
      cancel: 'Cancel',
    },
    diagnostics: {
      title: 'Diagnostics and searching',
      logging: 'Log requests and responses for diagnostics',
      loggingHelp: 'Writes request and response bodies to the desk log (logs/desk.log in the data folder). The partner key and the sign are never written.',
      shoppingTimeout: 'Search time-out (seconds)',
    },
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type UiText = Widen<typeof en>;
