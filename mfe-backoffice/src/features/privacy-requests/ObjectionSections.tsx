import type { ObjectedAttempt } from 'contract/privacy-endpoints';
import { DataTable, NowrapCell } from '../../components/DataTable';
import { Facts, type Entry } from '../../components/Facts';
import { ListSection } from '../../components/PageSection';
import { formatDateTime, formatNumber } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.privacyRequests;

function outcomeOf(objection: ObjectedAttempt): string {
  if (objection.coinsCredited > 0) return text.credited(objection.coinsCredited);
  if (!objection.won) return text.notWin;
  return objection.creditableCoins > 0 ? text.win(objection.creditableCoins) : text.winCapped;
}

/** The game result objected to: the game, the mode, why it was refused, and what it scores and earns at a human's pace. */
export function ObjectionFacts({ objection }: { objection: ObjectedAttempt }) {
  const entries: Entry[] = [
    [text.gameName, objection.gameTitle],
    [text.mode, text.modes[objection.mode]],
    [text.played, formatDateTime(objection.submittedAt ?? objection.dealtAt)],
    [text.refusal, text.refusals[objection.refusal]],
    [text.score, objection.score === null ? text.noScore : formatNumber(objection.score)],
    [text.outcome, outcomeOf(objection)],
  ];
  if (objection.reason) entries.push([text.reason, objection.reason]);
  return (
    <Facts id="objection-title" title={text.game} entries={entries}>
      <p>{text.fairPaceNote}</p>
    </Facts>
  );
}

/** The moves as the attempt holds them, in order: what was played and when (seconds after the deal). */
export function ObjectionMoves({ objection }: { objection: ObjectedAttempt }) {
  return (
    <ListSection id="moves-title" title={text.moves(objection.moves.length)} count={objection.moves.length} empty={text.movesEmpty}>
      <DataTable caption={text.movesCaption} columns={Object.values(text.movesColumns)}>
        {objection.moves.map((move, index) => (
          <tr key={index}>
            <td>{index + 1}</td>
            <td>{move.value}</td>
            <NowrapCell>{(move.at / 1000).toFixed(2)}</NowrapCell>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}
