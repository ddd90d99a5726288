/**
 * The server's layers, what it may import of the front end's packages, the import circles and
 * the hooks rules of eslint.config.mjs (ADRs 044, 045), run by ESLint itself
 * (support/lint-snippets.ts) on source text linted as if it were a file at the given path, and on
 * the real files that broke the rules before.
 */
import { lintTable, type Snippet } from './support/lint-snippets';

const checkedRules = /^(import-x\/no-restricted-paths|import-x\/no-cycle|react-hooks\/|no-restricted-imports)/;

const valid: Snippet[] = [
  ['server/src/routes/api/x.ts', "import { creditCoins } from '../../domain/coins';"],
  ['server/src/routes/api/x.ts', "import { ApiError } from '../../http/envelope';"],
  ['server/src/plugins/x.ts', "import { countHit } from '../domain/rate-limits';"],
  ['server/src/domain/x.ts', "import type { Database } from '../db/database';"],
  ['server/src/domain/x.ts', "import { renderMail } from '../mail-templates/render-mail';"],
  ['server/src/seed/x.ts', "import { hashPassword } from '../domain/passwords';"],
  ['server/src/start/x.ts', "import { sealPersonalData } from '../domain/personal-data';"],
  ['server/src/main.ts', "import { seedDemoData } from './seed/seed';"],
  ['server/src/mail-templates/x.tsx', "import type { Language } from 'contract/languages';"],
  ['server/src/routes/api/x.ts', "import { endpoints } from 'contract/endpoints';"],
  [
    'mfe-wallet/src/features/withdrawal/A.tsx',
    "import { useEffect } from 'react';\nexport function A({ id }: { id: string }) {\n  useEffect(() => console.log(id), [id]);\n  return null;\n}",
  ],
];

const invalid: [...Snippet, RegExp][] = [
  [
    'server/src/db/x.ts',
    "import { creditCoins } from '../domain/coins';",
    /no-restricted-paths: .*server\/src\/db must not import server\/src\/domain/,
  ],
  ['server/src/db/x.ts', "import { grantRoles } from '../seed/seed';", /server\/src\/db must not import server\/src\/seed/],
  [
    'server/src/mail-templates/x.tsx',
    "import type { Language } from '../domain/languages';",
    /server\/src\/mail-templates must not import server\/src\/domain/,
  ],
  ['server/src/http/x.ts', "import { isUuid } from '../domain/players';", /server\/src\/http must not import server\/src\/domain/],
  [
    'server/src/domain/x.ts',
    "import { requireOwnUuid } from '../plugins/own-player';",
    /server\/src\/domain must not import server\/src\/plugins/,
  ],
  ['server/src/domain/x.ts', "import { ApiError } from '../http/envelope';", /server\/src\/domain must not import server\/src\/http/],
  [
    'server/src/domain/x.ts',
    "import { sealLegacyBankAccounts } from '../start/seal-legacy';",
    /server\/src\/domain must not import server\/src\/start/,
  ],
  [
    'server/src/plugins/x.ts',
    "import { healthRoutes } from '../routes/api/health';",
    /server\/src\/plugins must not import server\/src\/routes/,
  ],
  ['server/src/seed/x.ts', "import { healthRoutes } from '../routes/api/health';", /server\/src\/seed must not import server\/src\/routes/],
  // The server shares only the contract with the pages (ADR 045).
  ['server/src/routes/api/x.ts', "import { paths } from 'shared';", /no-restricted-imports: .*Import the contract/],
  ['scripts/x.ts', "import { Button } from 'ui';", /no-restricted-imports: .*Import the contract/],
  ['rspack.base.ts', "import { apps } from './shared/src/federation';", /no-restricted-imports: .*Import the contract/],
  // coins.ts imports balance-events.ts: importing coins back closes a circle.
  [
    'server/src/domain/balance-events.ts',
    "import { creditCoins } from './coins';\nexport const x = creditCoins;",
    /no-cycle: Dependency cycle/,
  ],
  [
    'mfe-wallet/src/features/withdrawal/A.tsx',
    "import { useEffect } from 'react';\nexport function A({ id }: { id: string }) {\n  useEffect(() => console.log(id), []);\n  return null;\n}",
    /exhaustive-deps: React Hook useEffect has a missing dependency: 'id'/,
  ],
  [
    'mfe-wallet/src/features/withdrawal/A.tsx',
    "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}",
    /rules-of-hooks: React Hook "useState" is called conditionally/,
  ],
];

/** The files that imported up a layer or sat in a circle before ADR 044, and the layers' folders. */
const realFiles = [
  'server/src/db',
  'server/src/mail-templates',
  'server/src/seed',
  'server/src/start',
  'server/src/domain',
  'contract/src/federation',
  'contract/src/schemas/operator.ts',
  'e2e/support',
];

describe('the server layers, import circles and hooks rules (eslint.config.mjs)', () => {
  const real = lintTable({ valid, invalid, kept: checkedRules, files: realFiles });

  it('finds no upward import and no circle in the files that had them', () => {
    const offending = Object.entries(real()).filter(([, messages]) => messages.length > 0);
    expect(offending).toEqual([]);
    expect(Object.keys(real())).toEqual(
      expect.arrayContaining(['server/src/seed/factories.ts', 'server/src/start/seal-legacy.ts', 'server/src/domain/payout-flags.ts']),
    );
  });
});
