import { type DocumentStats, formatStorageSize } from "@meridian/contract";
import { StatTile } from "@/components/ui/stat-tile";

/** The tiles of /documents (spec part 2 §2): Total, Verified, Pending Review, Storage Used. */
export function DocumentStatsTiles({ stats }: { stats: DocumentStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile label="Total">{stats.total}</StatTile>
      <StatTile label="Verified">{stats.verified}</StatTile>
      <StatTile label="Pending Review">{stats.pending}</StatTile>
      <StatTile label="Storage Used" note={`of ${formatStorageSize(stats.quotaBytes)}`}>
        {formatStorageSize(stats.storageUsedBytes)}
      </StatTile>
    </dl>
  );
}
