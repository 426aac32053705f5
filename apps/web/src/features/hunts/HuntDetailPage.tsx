import { useParams } from 'react-router';
import { QueuedEdit } from '../offline/QueuedEdit';
import { useQueuedEdit, withQueuedEdit } from '../offline/queued-edit';
import { ApiError } from '../../api';
import { LoadingState, QueryErrorState } from '../../ui';
import { useHunt } from './api';
import { HuntDetails } from './components/HuntDetails';
import { HuntNotFound } from './components/HuntNotFound';

/** Ids the server could hold: positive 32-bit integers. Anything else is simply not found. */
function huntIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/** /hunts/{id}. */
export default function HuntDetailPage() {
  const id = huntIdFrom(useParams().id);
  if (id === null) return <HuntNotFound />;
  return <HuntScreen id={id} />;
}

function HuntScreen({ id }: { id: number }) {
  const hunt = useHunt(id);
  const edit = useQueuedEdit('hunt', id);
  if (hunt.isPending) return <LoadingState text="Loading hunt..." />;
  if (hunt.isError) {
    if (hunt.error instanceof ApiError && hunt.error.status === 404) return <HuntNotFound />;
    return <QueryErrorState title="Could not load this hunt" query={hunt} />;
  }
  return (
    <>
      <QueuedEdit edit={edit} />
      <HuntDetails hunt={withQueuedEdit(hunt.data, edit, ['location'])} />
    </>
  );
}
