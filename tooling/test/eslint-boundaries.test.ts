import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

const { rules } = require('../eslint-boundaries.js');
const root = path.resolve(__dirname, '../..');
const file = (relative: string) => path.join(root, relative);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('app-boundaries', rules['app-boundaries'], {
  valid: [
    { filename: file('mfe-auth/src/features/sign-in/SignInScreen.tsx'), code: "import { paths } from 'shared';" },
    { filename: file('mfe-auth/src/features/sign-in/SignInScreen.tsx'), code: "import { signIn } from './sign-in-flow';" },
    { filename: file('mfe-auth/src/features/sign-in/SignInScreen.tsx'), code: "import { Link } from 'react-router-dom';" },
    { filename: file('shell/src/remotes/load-screen.ts'), code: "import { loadRemote } from '@module-federation/enhanced/runtime';" },
    { filename: file('mfe-auth/src/features/sign-in/__tests__/x.test.tsx'), code: "import userEvent from '@testing-library/user-event';" },
    { filename: file('mfe-wallet/src/bootstrap.ts'), code: "import { mountStandalone } from 'shared/standalone';" },
    { filename: file('shared/src/standalone/StandaloneApp.tsx'), code: "import { SessionProvider } from 'shared';" },
    { filename: file('mfe-onboarding/src/features/register/A.tsx'), code: "import { RegisterForm } from 'shared/schemas';" },
    { filename: file('mfe-wallet/src/features/withdrawal/A.tsx'), code: "import { sriLankaBanks } from 'shared/banks';" },
    { filename: file('shell/src/features/top-bar/A.tsx'), code: "import { formatNumber } from 'shared/money';" },
  ],
  invalid: [
    { filename: file('mfe-auth/src/features/sign-in/A.tsx'), code: "import { App } from '../../../../shell/src/app/App';", errors: [{ message: /leaves mfe-auth\/src/ }] },
    { filename: file('mfe-wallet/src/features/withdrawal/A.tsx'), code: "import x from 'mfe-auth';", errors: [{ message: /must not import "mfe-auth"/ }] },
    { filename: file('mfe-content/src/features/home/A.tsx'), code: "const m = import('shell');", errors: [{ message: /must not import "shell"/ }] },
    { filename: file('mfe-auth/src/features/sign-in/A.tsx'), code: "import x from '../forgot-password/B';", errors: [{ message: /Feature "sign-in" must not import feature "forgot-password"/ }] },
    { filename: file('mfe-auth/src/features/sign-in/A.tsx'), code: "import axios from 'axios';", errors: [{ message: /not in mfe-auth\/package.json/ }] },
    { filename: file('shared/src/paths.ts'), code: "import x from 'mfe-wallet';", errors: [{ message: /shared must not import "mfe-wallet"/ }] },
    { filename: file('mfe-onboarding/src/features/register/A.tsx'), code: "import { SessionProvider } from 'shared/src/session/session-context';", errors: [{ message: /only the root is shared once per page/ }] },
    // The harness is for a remote's own page: a screen importing it would ship it to players.
    { filename: file('mfe-wallet/src/features/withdrawal/A.tsx'), code: "import { mountStandalone } from 'shared/standalone';", errors: [{ message: /only the root is shared once per page/ }] },
    { filename: file('shell/src/bootstrap.tsx'), code: "import { mountStandalone } from 'shared/standalone';", errors: [{ message: /only the root is shared once per page/ }] },
    { filename: file('shared/src/session/session-context.tsx'), code: "import { paths } from 'shared';", errors: [{ message: /shared must not import "shared"/ }] },
  ],
});
