import { mountRemoteNotice } from 'shared';

mountRemoteNotice('onboarding');
