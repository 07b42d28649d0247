import { Route, Routes } from 'react-router';
import RoomListView from './room-list-view.tsx';
import QrSheetView from './qr-sheet-view.tsx';

/** The Rooms screen: the room list, and under it the printable QR sheet (/rooms/qr-sheet). */
export default function RoomsPage() {
  return (
    <Routes>
      <Route index element={<RoomListView />} />
      <Route path="qr-sheet" element={<QrSheetView />} />
    </Routes>
  );
}
