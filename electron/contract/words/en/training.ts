/**
 * What main says of the training controls (electron/main/desk/training/): the sandbox's control
 * endpoint refusing or not answering, and an error code the trainer chose that the operation's
 * catalogue does not have.
 */
export const TRAINING_EN = {
  'training.redirectNotFollowed': (p: { status: number; origin: string }) => `The sandbox answered HTTP ${p.status}, a redirect to ${p.origin}; the desk does not follow redirects.`,
  'training.answerTooLarge': 'The sandbox control answer is too large to read.',
  'training.refusedBySandbox': (p: { reason: string }) => `The sandbox refused it: ${p.reason}.`,
  'training.controls': 'sandbox controls',
  'training.noControls': (p: { baseUrl: string; reason: string }) => `No sandbox controls answered at ${p.baseUrl} (${p.reason}).`,
  'training.noControls.fix': "Check that the active profile's API base URL is a sandbox (the desk's own, or one started with npm run sandbox).",
  'training.unreachable': (p: { baseUrl: string }) => `The sandbox at ${p.baseUrl} could not be reached.`,
  'training.codeNotInCatalogue': (p: { code: string; operation: string; known: string }) => `code ${p.code} is not one of ${p.operation}'s error codes (${p.known}).`,
  'training.messageNotInCatalogue': (p: { code: string; operation: string }) => `message is not one of ${p.operation}'s messages for ${p.code}.`,
  'training.sandboxOnly': (p: { profile: string; environment: string }) =>
    `Training controls work only with a sandbox profile; the active profile "${p.profile}" is ${p.environment}. Switch to a sandbox profile in Settings.`,
};
