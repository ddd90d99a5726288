/**
 * The architecture policies of eslint.config.mjs (eslint-plugin-boundaries), run by ESLint itself
 * (support/lint-snippets.ts) on source text linted as if it were a file at the given path inside
 * an app, `contract`, `ui` or `shared` (the dependencies it names are real files and packages).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { lintTable, root, type Snippet } from './support/lint-snippets';

const valid: Snippet[] = [
  ['mfe-auth/src/features/sign-in/SignInScreen.tsx', "import { paths } from 'shared';"],
  ['mfe-auth/src/features/sign-in/SignInScreen.tsx', "import { useSignIn } from './api/sign-in';"],
  ['mfe-auth/src/features/sign-in/SignInScreen.tsx', "import { Link } from 'react-router-dom';"],
  ['mfe-auth/src/bootstrap.ts', "const screen = () => import('./features/sign-in/SignInScreen');"],
  ['shell/src/remotes/load-screen.ts', "import { loadRemote } from '@module-federation/enhanced/runtime';"],
  ['shell/src/remotes/RemoteScreen.tsx', "import { ErrorBoundary } from 'react-error-boundary';"],
  ['mfe-auth/src/features/sign-in/__tests__/x.test.tsx', "import userEvent from '@testing-library/user-event';"],
  ['mfe-auth/src/features/sign-in/__tests__/x.test.tsx', "import { stubHttp } from 'shared/testing';"],
  ['mfe-wallet/src/bootstrap.ts', "import { mountStandalone } from 'shared/standalone';"],
  ['shared/src/standalone/StandaloneApp.tsx', "import { SessionProvider } from 'shared';"],
  ['mfe-wallet/src/features/withdrawal/A.tsx', "import { useProfile } from 'shared/queries';"],
  ['shell/src/features/top-bar/A.tsx', "import { useProfile } from 'shared/queries';"],
  ['shared/src/queries/x.ts', "import { useSession } from 'shared';"],
  ['shared/src/queries/x.ts', "import useSWR from 'swr';"],
  ['mfe-onboarding/src/features/register/A.tsx', "import { RegisterForm } from 'contract/schemas';"],
  ['mfe-wallet/src/features/withdrawal/A.tsx', "import { sriLankaBanks } from 'contract/banks';"],
  ['shell/src/features/top-bar/A.tsx', "import { formatNumber } from 'contract/money';"],
  ['shell/src/boot.ts', "import { apps } from 'contract/federation';"],
  ['shared/src/config/x.ts', "import { apps } from 'contract/federation';"],
  ['shared/src/api/x.ts', "import axios from 'axios';"],
  ['shared/src/design/x.tsx', "import { Button } from 'ui';"],
  ['ui/src/design/x.tsx', "import { tokens } from 'contract/design-tokens';"],
  ['ui/src/design/x.tsx', "import styled from 'styled-components';"],
  ['contract/src/x.ts', "import { z } from 'zod';"],
  ['shared/src/api/x.ts', "import path from 'node:path';"],
  ['shared/src/__tests__/x.test.tsx', "import { render } from '@testing-library/react';"],
];

const invalid: [...Snippet, RegExp][] = [
  ['mfe-auth/src/features/sign-in/A.tsx', "import { App } from '../../../../shell/src/app/App';", /leaves mfe-auth\/src/],
  ['mfe-auth/src/features/sign-in/A.tsx', "import { buildApiApp } from '../../../../server/src/app';", /leaves mfe-auth\/src/],
  ['mfe-auth/src/features/sign-in/A.tsx', "import { paths } from '../../../../shared/src/index';", /leaves mfe-auth\/src/],
  ['mfe-auth/src/features/sign-in/__tests__/x.test.tsx', "import '../../../../../mfe-wallet/src/bootstrap';", /leaves mfe-auth\/src/],
  ['mfe-wallet/src/features/withdrawal/A.tsx', "import x from 'mfe-auth';", /must not import "mfe-auth"/],
  ['mfe-wallet/src/features/withdrawal/A.tsx', "export * from 'mfe-auth';", /must not import "mfe-auth"/],
  ['mfe-wallet/src/features/withdrawal/A.tsx', "import type { App } from 'shell';", /must not import "shell"/],
  ['mfe-wallet/src/features/withdrawal/A.tsx', "export { buildApiApp } from 'server/src/app';", /must not import "server\/src\/app"/],
  ['mfe-content/src/features/home/A.tsx', "const m = import('shell');", /must not import "shell"/],
  ['mfe-auth/src/features/sign-in/__tests__/x.test.tsx', "import x from 'mfe-wallet';", /must not import "mfe-wallet"/],
  [
    'mfe-auth/src/features/sign-in/A.tsx',
    "import x from '../forgot-password/RequestCodeScreen';",
    /Feature "sign-in" must not import feature "forgot-password"/,
  ],
  ['mfe-auth/src/features/sign-in/A.tsx', "import axios from 'axios';", /not in mfe-auth\/package.json/],
  ['mfe-auth/src/features/sign-in/A.tsx', "import { ErrorBoundary } from 'react-error-boundary';", /not in mfe-auth\/package.json/],
  // Apps read server data through shared/queries, never through swr itself.
  ['mfe-wallet/src/features/withdrawal/A.tsx', "import useSWR from 'swr';", /not in mfe-wallet\/package.json/],
  ['mfe-auth/src/features/sign-in/A.tsx', "import path from 'path';", /not in mfe-auth\/package.json/],
  ['contract/src/paths.ts', "import x from 'mfe-wallet';", /contract must not import "mfe-wallet"/],
  // The contract runs on the server and in the build configs: nothing of React, the page or another package.
  ['contract/src/paths.ts', "import { useState } from 'react';", /not in contract\/package.json/],
  ['contract/src/paths.ts', "import axios from 'axios';", /not in contract\/package.json/],
  ['contract/src/paths.ts', "import { useSession } from 'shared';", /not in contract\/package.json/],
  ['contract/src/paths.ts', "import { Button } from 'ui';", /not in contract\/package.json/],
  ['ui/src/design/x.tsx', "import { useSession } from 'shared';", /not in ui\/package.json/],
  ['ui/src/design/x.tsx', "import axios from 'axios';", /not in ui\/package.json/],
  // The design system comes through the singleton root, one copy per page.
  ['mfe-wallet/src/features/withdrawal/A.tsx', "import { Button } from 'ui';", /only the root is shared once per page/],
  ['shared/src/session/x.ts', "import { bootstrap } from '../../../mfe-auth/src/bootstrap';", /leaves shared\/src/],
  [
    'mfe-onboarding/src/features/register/A.tsx',
    "import { SessionProvider } from 'shared/src/session/session-context';",
    /only the root is shared once per page/,
  ],
  // The harness is for a remote's own page: a screen importing it would ship it to players.
  [
    'mfe-wallet/src/features/withdrawal/A.tsx',
    "import { mountStandalone } from 'shared/standalone';",
    /only the root is shared once per page/,
  ],
  ['shell/src/bootstrap.tsx', "import { mountStandalone } from 'shared/standalone';", /only the root is shared once per page/],
  ['shared/src/session/session-context.tsx', "import { paths } from 'shared';", /shared must not import "shared"/],
  // The root is an eager singleton and the reads are not: it cannot import them.
  ['shared/src/session/session-context.tsx', "import { useProfile } from 'shared/queries';", /shared must not import "shared"/],
  ['shared/src/session/session-context.tsx', "import { stubHttp } from 'shared/testing';", /shared must not import "shared"/],
];

describe('the architecture policies (eslint-plugin-boundaries in eslint.config.mjs)', () => {
  lintTable({ valid, invalid, kept: /^boundaries\//, refusedBy: /^boundaries\/dependencies: / });

  it('fails `eslint` itself, naming the rule, when a screen imports another remote', () => {
    const lint = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/eslint/bin/eslint.js'),
        '--max-warnings',
        '0',
        '--stdin',
        '--stdin-filename',
        'mfe-wallet/src/features/withdrawal/Violation.tsx',
      ],
      { cwd: root, input: "import { SignInScreen } from 'mfe-auth';\nexport default SignInScreen;\n", encoding: 'utf8' },
    );
    expect(lint.status).toBe(1);
    expect(lint.stdout).toMatch(/mfe-wallet must not import "mfe-auth".*boundaries\/dependencies/);
  }, 60_000);
});
