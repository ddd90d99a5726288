import { mountRemoteNotice } from 'shared';

mountRemoteNotice('wallet');
