import { bootstrap } from '../../../shell/src/bootstrap';

// The shell's index.ts only adds the async boundary federation needs; without federation, its bootstrap is the entry.
void bootstrap();
