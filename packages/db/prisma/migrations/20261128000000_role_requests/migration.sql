-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "roleRequests" BOOLEAN NOT NULL DEFAULT false;
