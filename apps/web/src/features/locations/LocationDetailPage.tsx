import { useParams } from 'react-router';
import { QueuedEdit } from '../offline/QueuedEdit';
import { useQueuedEdit, withQueuedEdit } from '../offline/queued-edit';
import { ApiError } from '../../api';
import { LoadingState, QueryErrorState } from '../../ui';
import { useLocation } from './api';
import { LocationDetails } from './components/LocationDetails';
import { LocationNotFound } from './components/LocationNotFound';

/** Ids the server could hold: positive 32-bit integers. Anything else is simply not found. */
function locationIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/** /locations/{id}. */
export default function LocationDetailPage() {
  const id = locationIdFrom(useParams().id);
  if (id === null) return <LocationNotFound />;
  return <LocationScreen id={id} />;
}

function LocationScreen({ id }: { id: number }) {
  const location = useLocation(id);
  const edit = useQueuedEdit('location', id);
  if (location.isPending) return <LoadingState text="Loading location..." />;
  if (location.isError) {
    if (location.error instanceof ApiError && location.error.status === 404)
      return <LocationNotFound />;
    return <QueryErrorState title="Could not load this location" query={location} />;
  }
  return (
    <>
      <QueuedEdit edit={edit} />
      <LocationDetails location={withQueuedEdit(location.data, edit)} />
    </>
  );
}
