import { mountRemoteNotice } from 'shared';

mountRemoteNotice('auth');
