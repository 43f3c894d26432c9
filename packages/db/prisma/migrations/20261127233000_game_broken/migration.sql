-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "brokenAt" TIMESTAMP(3),
ADD COLUMN     "brokenReason" TEXT;
