import { mountRemoteNotice } from 'shared';

mountRemoteNotice('content');
