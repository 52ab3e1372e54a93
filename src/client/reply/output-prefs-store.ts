import { picklist } from 'valibot';
import { create } from 'zustand';
import {
  DEFAULT_COLUMN_LAYOUT,
  DEFAULT_FONT_SIZE,
  FONT_SIZES,
  STORAGE_KEYS,
  type ColumnLayout,
  type FontSize,
} from '../../shared/config/app-config';
import { readStored, writeStored } from '../lib/storage';

export interface OutputPrefsState {
  fontSize: FontSize;
  columnLayout: ColumnLayout;
  setFontSize: (size: FontSize) => void;
  setColumnLayout: (layout: ColumnLayout) => void;
}

/**
 * The output's font size (kept across loads) and column layout. The layout is written on change
 * but every page load starts single (SPEC.md section 3), so the store resets it when created.
 * It lives outside the output so a choice survives the output hiding between replies.
 */
export const useOutputPrefs = create<OutputPrefsState>((set) => {
  writeStored(STORAGE_KEYS.columnLayout, DEFAULT_COLUMN_LAYOUT);
  return {
    fontSize: readStored(STORAGE_KEYS.fontSize, picklist(FONT_SIZES), DEFAULT_FONT_SIZE),
    columnLayout: DEFAULT_COLUMN_LAYOUT,
    setFontSize: (fontSize) => {
      writeStored(STORAGE_KEYS.fontSize, fontSize);
      set({ fontSize });
    },
    setColumnLayout: (columnLayout) => {
      writeStored(STORAGE_KEYS.columnLayout, columnLayout);
      set({ columnLayout });
    },
  };
});
