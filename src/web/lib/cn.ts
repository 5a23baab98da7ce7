import { clsx, type ClassValue } from 'clsx';

/** Joins class names, skipping falsy ones. Later classes do not override earlier ones: avoid conflicts. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
