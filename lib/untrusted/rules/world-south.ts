/**
 * The tenth round's tr id tl vi ar overrides and prompt leaks, each gathered from three of the
 * world-south-*.ts files. Their rules spread them last into their own patterns, as they do every
 * other world-*.ts file's; the rest of the south patterns are spread the same way from their files.
 */
import { southArabicLeakPatterns, southArabicOverridePatterns } from './world-south-arabic';
import { southLeakPatterns } from './world-south-leaks';
import { southOverridePatterns } from './world-south-overrides';
import { southLimitPatterns, southOffPatterns } from './world-south-techniques';

export const southOverrides: readonly string[] = [...southOverridePatterns, ...southArabicOverridePatterns, ...southOffPatterns];
export const southLeaks: readonly string[] = [...southLeakPatterns, ...southArabicLeakPatterns, ...southLimitPatterns];
