-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "publicSpectators" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "tracesPublished" BOOLEAN NOT NULL DEFAULT false;
