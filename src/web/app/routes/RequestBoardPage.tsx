import { PageHeader } from '../../components/PageHeader.tsx';
import { RequestBoard } from '../../features/request-board/index.ts';
import { requestBoardSlots } from '../request-board-slots.tsx';

/**
 * /requestboard — staff only: every submitted request, one column per status (drafts are private
 * to their author; deleted ones are gone). Cards open the request drawer and move between columns.
 */
export default function RequestBoardPage() {
  return (
    <>
      <PageHeader
        title="Request Board"
        description="Every customer request, column by column. Drag a card to another column, or use its Move to… button, to change its status."
      />
      <RequestBoard slots={requestBoardSlots} />
    </>
  );
}
