/** Every `file: name` exported from electron/ or src/ that no production file imports. */
export function unusedExports(): string[];
