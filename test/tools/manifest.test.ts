import { describe, expect, it } from 'vitest';
import { isToolName, StoneSearchArgsSchema, TOOL_DEFINITIONS, toolManifest } from '../../lib/tools/manifest';

describe('tool manifest', () => {
  it('has exactly the three stone tools in OpenAI shape', () => {
    const tools = toolManifest();
    expect(tools.map((t) => t.function.name)).toEqual(['stone_search', 'stone_read', 'stone_engrave']);
    for (const tool of tools) {
      expect(tool.type).toBe('function');
      expect(tool.function.description.length).toBeGreaterThan(40);
      expect(tool.function.parameters).toMatchObject({ type: 'object', additionalProperties: false });
      expect(tool.function.parameters).not.toHaveProperty('$schema');
    }
  });

  it('generates parameters from the executor schemas', () => {
    const [search, read, engrave] = toolManifest().map((t) => t.function.parameters as Record<string, any>);
    expect(search!.required).toEqual(['query']);
    expect(search!.properties.limit.type).toBe('integer');
    expect(read!.required).toEqual(['path']);
    expect(Object.keys(read!.properties)).toEqual(['path', 'heading']);
    expect(Object.keys(engrave!.properties)).toEqual(['title']);
    expect(engrave!.required ?? []).toEqual([]);
  });

  it('offers no capability beyond search, read and engrave', () => {
    const text = JSON.stringify(toolManifest());
    expect(text).not.toMatch(/"(confirm|delete|write|branch|remote|shell|exec)"/);
  });

  it('rejects unknown keys, confirm included, and non-integer limits', () => {
    expect(StoneSearchArgsSchema.safeParse({ query: 'x', confirm: true }).success).toBe(false);
    expect(StoneSearchArgsSchema.safeParse({ query: 'x', limit: 2.5 }).success).toBe(false);
    expect(TOOL_DEFINITIONS.stone_engrave.schema.safeParse({ confirm: true }).success).toBe(false);
    expect(StoneSearchArgsSchema.safeParse({ query: 'x', limit: 3 }).success).toBe(true);
  });

  it('knows only its own tool names', () => {
    expect(isToolName('stone_read')).toBe(true);
    expect(isToolName('toString')).toBe(false);
    expect(isToolName('__proto__')).toBe(false);
    expect(isToolName('stone_delete')).toBe(false);
  });
});
