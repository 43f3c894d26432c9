-- Issue #19: the event log's foreign key to "Game" cost every append a lookup and a row lock on its
-- game (a WAL record of its own), about 15-20 µs of a 300 µs durable vote (docs/scaling.md). Events
-- are appended only to games the server loaded from "Game", and a game is deleted only while in its
-- lobby, together with its events (GameRepository.deleteLobby), so the log cannot outlive its game.
ALTER TABLE "GameEvent" DROP CONSTRAINT "GameEvent_gameId_fkey";
