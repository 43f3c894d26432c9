import { describe, expect, it } from 'vitest';
import { addReadmeRow, addRoleTexts, wireRole } from '../src/commands/new/role-files';

describe('mafia new role: the edits to existing files', () => {
  it('wires a role into a one-line or a one-per-line ROLES list, importing it after the last import', () => {
    const oneLine = "import { cop } from './cop';\nimport { goon } from './goon';\n\nexport const ROLES = [cop, goon];\n";
    expect(wireRole(oneLine, 'night-nurse')).toBe(
      "import { cop } from './cop';\nimport { goon } from './goon';\nimport { nightNurse } from './night-nurse';\n\nexport const ROLES = [cop, goon, nightNurse];\n",
    );
    const perLine = "import { a } from './a';\n\nexport const ROLES = [\n  a,\n];\n";
    expect(wireRole(perLine, 'b')).toBe("import { a } from './a';\nimport { b } from './b';\n\nexport const ROLES = [\n  a,\n  b,\n];\n");
    expect(wireRole('export const roles = [];\n', 'b')).toBeNull();
  });

  it('adds the role texts (Russian marked [ru]) and keeps the other keys', () => {
    const ru = JSON.parse(addRoleTexts('{"name":"Игра","roles":{"x":{"name":"Икс"}}}', 'nurse', 'ru')) as Record<string, Record<string, unknown>>;
    expect(ru['name']).toBe('Игра');
    expect(ru['roles']?.['x']).toEqual({ name: 'Икс' });
    expect(ru['roles']?.['nurse']).toMatchObject({ name: '[ru] Nurse' });
    expect(ru['abilities']?.['nurse-protect']).toEqual({ name: '[ru] Protect' });
  });

  it('adds a README row at the end of the Roles table, or a Roles section when there is none', () => {
    const readme = '# R\n\n## Roles\n\n| Role |\n|---|\n| A |\n\n## Layout\n';
    expect(addReadmeRow(readme, 'nurse')).toContain('| A |\n| Nurse | town | `nurse-protect` (protect) | | `src/roles/nurse/` |\n\n## Layout');
    expect(addReadmeRow('# R\n', 'nurse')).toBe('# R\n\n## Roles\n\n| Role | Faction | Ability | Clauses | Folder |\n|---|---|---|---|---|\n| Nurse | town | `nurse-protect` (protect) | | `src/roles/nurse/` |\n');
  });
});
