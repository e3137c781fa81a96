/**
 * Moving in the passenger × segment grid from the keyboard: arrows, Home/End (row ends),
 * Ctrl+Home/End (grid corners). Rows are passengers, columns segments. Pure.
 */
export interface GridPosition {
  row: number;
  column: number;
}

export function moveInGrid(position: GridPosition, key: string, rows: number, columns: number, ctrl = false): GridPosition | null {
  if (rows === 0 || columns === 0) return null;
  const clamp = (row: number, column: number): GridPosition => ({ row: Math.min(rows - 1, Math.max(0, row)), column: Math.min(columns - 1, Math.max(0, column)) });
  switch (key) {
    case 'ArrowUp':
      return clamp(position.row - 1, position.column);
    case 'ArrowDown':
      return clamp(position.row + 1, position.column);
    case 'ArrowLeft':
      return clamp(position.row, position.column - 1);
    case 'ArrowRight':
      return clamp(position.row, position.column + 1);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(position.row, 0);
    case 'End':
      return ctrl ? clamp(rows - 1, columns - 1) : clamp(position.row, columns - 1);
    default:
      return null;
  }
}
