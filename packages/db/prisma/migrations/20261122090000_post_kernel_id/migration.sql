-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "postId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Post_gameId_postId_key" ON "Post"("gameId", "postId");

