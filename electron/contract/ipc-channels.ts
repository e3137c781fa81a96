/** IPC channel names: one per operation and one per event, never a generic channel. */
export function operationChannel(name: string): string {
  return `desk:op:${name}`;
}

export function eventChannel(name: string): string {
  return `desk:event:${name}`;
}
