-- CreateTable
CREATE TABLE "ForumGame" (
    "gameId" TEXT NOT NULL,
    "setup" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ForumGame_pkey" PRIMARY KEY ("gameId")
);

-- CreateTable
CREATE TABLE "ForumPost" (
    "gameId" TEXT NOT NULL,
    "forumPostId" TEXT NOT NULL,
    "number" INTEGER,
    "author" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "postedAt" TIMESTAMP(3) NOT NULL,
    "editedAt" TIMESTAMP(3),
    "outcome" JSONB,
    "importedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ForumPost_pkey" PRIMARY KEY ("gameId","forumPostId")
);

-- CreateIndex
CREATE INDEX "ForumPost_gameId_postedAt_idx" ON "ForumPost"("gameId", "postedAt");

-- AddForeignKey
ALTER TABLE "ForumGame" ADD CONSTRAINT "ForumGame_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumPost" ADD CONSTRAINT "ForumPost_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
